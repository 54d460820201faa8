// The job-detail lifecycle calls: the my-jobs ones (pause, resume, close, clone, delete) plus
// switching a job on or off and changing its vacancy count. Each refreshes the job and the lists.
import { useQueryClient } from '@tanstack/react-query';
import { getGetJobQueryKey, getListJobsQueryKey } from '@generated/api/jobs-discovery/jobs-discovery';
import { useActivateJob, useUpdateJobVacancyCount } from '@generated/api/job-posting/job-posting';
import { useJobActions } from '../api/job-actions';

export function useDetailActions() {
  const queryClient = useQueryClient();
  const onSuccess = (_data: unknown, vars: { id: string }) => {
    void queryClient.invalidateQueries({ queryKey: getGetJobQueryKey(vars.id) });
    void queryClient.invalidateQueries({ queryKey: [getListJobsQueryKey()[0]] });
  };
  return {
    ...useJobActions(),
    activate: useActivateJob({ mutation: { onSuccess } }),
    vacancies: useUpdateJobVacancyCount({ mutation: { onSuccess } }),
  };
}
