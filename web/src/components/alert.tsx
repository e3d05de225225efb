import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-red-300 bg-red-50 text-red-900', icon: CircleAlert },
  success: { box: 'border-emerald-300 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: TriangleAlert },
};

export interface AlertProps {
  tone: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
  /** Lets a form move focus to its error summary (GOV.UK pattern). */
  ref?: Ref<HTMLDivElement>;
}

/** A banner. Errors are announced at once (role alert); other tones politely (role status). */
export function Alert({ tone, title, children, className, ref }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={ref ? -1 : undefined}
      className={`flex gap-3 rounded-control border px-4 py-3 text-sm ${box}${className ? ` ${className}` : ''}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed break-words">{children}</div> : null}
      </div>
    </div>
  );
}
