import {
  CalendarClock,
  ChartLine,
  Lightbulb,
  Scale,
  ShieldCheck,
  BookOpenCheck,
  type LucideIcon,
} from 'lucide-react';

export interface LandingFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The six features the home page advertises, in the order it shows them. */
export const landingFeatures: readonly LandingFeature[] = [
  {
    title: 'Real-time Progress Tracking',
    description:
      'Follow progress by subject, topic and skill as soon as it is updated, not weeks later at report time.',
    icon: ChartLine,
  },
  {
    title: 'Personalised Learning Recommendations',
    description: 'Suggestions for targeted improvement, so practice at home goes where it helps most.',
    icon: Lightbulb,
  },
  {
    title: 'Identify Strengths and Weaknesses',
    description: 'Clear insights into learning gaps, with every topic marked from difficult to confident.',
    icon: Scale,
  },
  {
    title: 'Aligned with the UK Curriculum',
    description: 'Subjects, units and topics follow the UK curriculum your child is taught.',
    icon: BookOpenCheck,
  },
  {
    title: 'Flexible Scheduling and Access',
    description: 'View reports anytime, anywhere, on your phone, tablet or computer.',
    icon: CalendarClock,
  },
  {
    title: 'Secure and Private',
    description:
      "Your child's data is handled securely, kept private and seen only by your family and the school.",
    icon: ShieldCheck,
  },
];
