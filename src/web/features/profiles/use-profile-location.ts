import { useSearchParams } from 'react-router';

/**
 * The open container and profile live in the page URL (`?env=…&container=…&profile=CP-…`), so a
 * profile view is linkable and survives a reload. A customer identification never goes there: it
 * is personal data that would end up in browser history and access logs.
 */
export const useProfileLocation = () => {
  const [params, setParams] = useSearchParams();
  const open = (next: { container?: string | null; profile?: string | null }) =>
    setParams((previous) => {
      const url = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next)) {
        if (value) url.set(key, value);
        else if (value === null) url.delete(key);
      }
      return url;
    });
  return { container: params.get('container'), profile: params.get('profile'), open };
};
