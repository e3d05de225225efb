import type { ActivityStatus } from '../../../../shared/activity-status';
import { Spinner } from '../../components/spinner';
import { activityIcon } from './activity-icons';
import { useRecentActivity } from './dashboard-api';
import { formatFullTime, formatRelativeTime } from './relative-time';
import { RetryAlert } from '../../components/retry-alert';

const statusNames: Record<ActivityStatus, string> = {
  info: 'Information',
  success: 'Done',
  warning: 'Needs a look',
  danger: 'Problem',
};

/** The newest events the user may see, with an icon, a status dot and when it happened. */
export function RecentActivityList() {
  const activity = useRecentActivity();
  const now = new Date();

  let body;
  if (activity.isPending) {
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner label="Loading recent activity" />
      </div>
    );
  } else if (activity.isError) {
    body = (
      <div className="p-5 sm:p-6">
        <RetryAlert
          message="Failed to load recent activities"
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      </div>
    );
  } else if (activity.data.length === 0) {
    body = <p className="px-5 py-10 text-center text-sm text-slate-600 sm:px-6">No recent activity yet</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {activity.data.map((item) => {
          const Icon = activityIcon(item.icon);
          const time = new Date(item.time);
          return (
            <li key={item.id} className="flex gap-3 px-5 py-4 sm:gap-4 sm:px-6">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <p className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
                    <span
                      aria-hidden="true"
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: item.statusColor }}
                    />
                    <span className="sr-only">{statusNames[item.status]}: </span>
                    <span className="break-words">{item.title}</span>
                  </p>
                  <time dateTime={item.time} title={formatFullTime(time)} className="text-xs text-slate-600">
                    {formatRelativeTime(time, now)}
                  </time>
                </div>
                <p className="mt-0.5 text-sm break-words text-slate-600">{item.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="recent-activity-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id="recent-activity-title" className="text-lg font-semibold text-slate-900">
          Recent activity
        </h2>
      </div>
      {body}
    </section>
  );
}
