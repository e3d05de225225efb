/** 'Good morning' before noon, 'Good afternoon' until six, then 'Good evening' (the viewer's clock). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
