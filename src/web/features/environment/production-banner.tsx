import { useCurrentEnvironment } from '../../lib/use-current-environment';

/** Always visible while working in production, so a live gateway is never mistaken for a sandbox. */
export const ProductionBanner = () => {
  const { current } = useCurrentEnvironment();
  if (!current?.production) return null;
  return (
    <div className="production-banner" role="status" data-testid="production-banner">
      Production: {current.name}. Changes here affect real payments; every save asks for confirmation.
    </div>
  );
};
