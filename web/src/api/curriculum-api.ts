import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubjectSummary } from '../../../shared/schemas/curriculum-schemas';
import { keepNaming, refreshAfterChange } from './after-change';
import { callApi } from './api-client';
import { queryKeyOf } from './query-keys';

/** Subjects, units and topics: the subject screen, the progress page and the student form. */

export const subjectListKey = queryKeyOf('curriculum.listSubjects');

/** The school's subjects in its order; `select` reshapes them (keep it a stable function). */
export function useSubjects<Shown = SubjectSummary[]>(select?: (subjects: SubjectSummary[]) => Shown) {
  return useQuery({
    queryKey: subjectListKey,
    queryFn: ({ signal }) => callApi('curriculum.listSubjects', { signal }),
    select,
  });
}

/** A subject with its units and topics in curriculum order; idle without a subject. */
export function useSubjectDetail(subjectId: string | null) {
  return useQuery({
    queryKey: queryKeyOf('curriculum.getSubject', subjectId ?? ''),
    queryFn: ({ signal }) => callApi('curriculum.getSubject', { params: { subjectId: subjectId! }, signal }),
    enabled: Boolean(subjectId),
  });
}

interface SubjectTarget {
  subjectId: string;
}
interface UnitTarget extends SubjectTarget {
  unitId: string;
}
interface TopicTarget extends UnitTarget {
  topicId: string;
}
interface Named {
  name: string;
}

/**
 * Every change reloads the curriculum afterwards, success or not (docs/architecture.md#states:
 * the list is reloaded and the selection re-synced). A deletion also reloads
 * the progress shown, except what belonged to the deleted item: asking for
 * it again would only answer 404 while the screen moves its selection away.
 */
function useCurriculumChange<Variables, Result>(
  change: (variables: Variables) => Promise<Result>,
  deletion?: { deletedId: (variables: Variables) => string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: (_data, _error, variables) =>
      deletion
        ? refreshAfterChange(queryClient, 'curriculumDeletion', {
            keep: keepNaming(deletion.deletedId(variables)),
          })
        : refreshAfterChange(queryClient, 'curriculum'),
  });
}

export const useCreateSubject = () =>
  useCurriculumChange(({ name }: Named) => callApi('curriculum.createSubject', { body: { name } }));

export const useUpdateSubject = () =>
  useCurriculumChange(({ subjectId, name }: SubjectTarget & Named) =>
    callApi('curriculum.updateSubject', { params: { subjectId }, body: { name } }),
  );

export const useDeleteSubject = () =>
  useCurriculumChange(
    ({ subjectId }: SubjectTarget) => callApi('curriculum.deleteSubject', { params: { subjectId } }),
    { deletedId: ({ subjectId }) => subjectId },
  );

export const useCreateUnit = () =>
  useCurriculumChange(({ subjectId, name }: SubjectTarget & Named) =>
    callApi('curriculum.createUnit', { params: { subjectId }, body: { name } }),
  );

export const useUpdateUnit = () =>
  useCurriculumChange(({ subjectId, unitId, name }: UnitTarget & Named) =>
    callApi('curriculum.updateUnit', { params: { subjectId, unitId }, body: { name } }),
  );

export const useDeleteUnit = () =>
  useCurriculumChange(
    ({ subjectId, unitId }: UnitTarget) =>
      callApi('curriculum.deleteUnit', { params: { subjectId, unitId } }),
    { deletedId: ({ unitId }) => unitId },
  );

export const useCreateTopic = () =>
  useCurriculumChange(({ subjectId, unitId, name }: UnitTarget & Named) =>
    callApi('curriculum.createTopic', { params: { subjectId, unitId }, body: { name } }),
  );

export const useUpdateTopic = () =>
  useCurriculumChange(({ subjectId, unitId, topicId, name }: TopicTarget & Named) =>
    callApi('curriculum.updateTopic', { params: { subjectId, unitId, topicId }, body: { name } }),
  );

export const useDeleteTopic = () =>
  useCurriculumChange(
    ({ subjectId, unitId, topicId }: TopicTarget) =>
      callApi('curriculum.deleteTopic', { params: { subjectId, unitId, topicId } }),
    { deletedId: ({ topicId }) => topicId },
  );
