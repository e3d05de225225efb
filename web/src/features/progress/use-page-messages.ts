import { useTimedMessage } from '../../components/use-timed-message';

/** The page's one banner at a time: a success replaces an error and the other way round; both clear themselves. */
export function usePageMessages() {
  const success = useTimedMessage();
  const failure = useTimedMessage();
  return {
    success: success.message,
    failure: failure.message,
    announce: (message: string) => {
      failure.clear();
      success.show(message);
    },
    report: (message: string) => {
      success.clear();
      failure.show(message);
    },
  };
}
