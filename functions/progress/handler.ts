import { progressRoutes } from '../../shared/routes/progress-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { progressOfStudent, progressSheet, recentProgress, topicHistory, topicNotes } from './read-progress';
import { updateTopicNote } from './update-note';
import { updateProgress } from './update-progress';

export const handler = createDomainHandler('progress', progressRoutes, {
  'progress.recent': recentProgress,
  'progress.ofStudent': progressOfStudent,
  'progress.sheet': progressSheet,
  'progress.topicHistory': topicHistory,
  'progress.update': updateProgress,
  'progress.notes': topicNotes,
  'progress.updateNote': updateTopicNote,
});
