import { useQuery } from '@tanstack/react-query';
import type { EnvironmentSummary } from '@contracts/bff-api';
import { REFERENCE_SETTINGS, type EvaluationSettings } from '@domain/routing/evaluation';
import { environmentsQuery } from '@web/lib/environment-queries';
import { useEditor } from './state/editor-context';

/** The environment the edited routing belongs to, as the BFF lists it (undefined while it loads). */
export const useEditedEnvironment = (): EnvironmentSummary | undefined => {
  const envId = useEditor((s) => s.baseline.env);
  const { data } = useQuery(environmentsQuery());
  return data?.environments.find((e) => e.id === envId);
};

/**
 * The environment's base currency and rates, as the BFF's save-time golden check uses them. The
 * reference settings stand in only until the list has loaded, or for a BFF that sends none (it
 * then checks with the same reference settings).
 */
export const useEvaluationSettings = (): EvaluationSettings => useEditedEnvironment()?.evaluation ?? REFERENCE_SETTINGS;
