import { rgb } from 'pdf-lib';

/** The invoice's few colours, named for what they mean rather than how they look. */
export const colors = {
  ink: rgb(0.12, 0.14, 0.18),
  muted: rgb(0.42, 0.45, 0.5),
  rule: rgb(0.82, 0.84, 0.88),
  headerFill: rgb(0.93, 0.95, 0.97),
  stripe: rgb(0.975, 0.98, 0.985),
  accent: rgb(0.14, 0.33, 0.62),
  paid: rgb(0.09, 0.52, 0.29),
  overdue: rgb(0.75, 0.16, 0.14),
  draft: rgb(0.8, 0.45, 0.05),
  /** Dark enough to stay a clear grey when printed in black and white. */
  void: rgb(0.7, 0.12, 0.12),
  watermark: rgb(0.8, 0.8, 0.8),
};
