import type { ProfileSearchResponse } from '@contracts/bff-profiles';

export interface ProfileMatchesProps {
  text: string;
  result: ProfileSearchResponse;
  onOpen(profileGuid: string): void;
}

/** The profiles a search by email or name found, each opened by its GUID (a lookup of its own, audited). */
export const ProfileMatches = ({ text, result, onOpen }: ProfileMatchesProps) => {
  const { matches, more, unavailable } = result;
  return (
    <section className="profile-matches" aria-label="Profiles found" data-testid="profile-matches">
      {unavailable ? <p className="notice" role="status">Search by email or name needs the BI data source: {unavailable}.</p> : null}
      {matches.length === 0 && !unavailable ? (
        <p className="empty-state" role="status">
          No profile in this container fits “{text}”. The search finds customers through their transactions in BI; look a profile up by its GUID or customer identification
          otherwise.
        </p>
      ) : null}
      {matches.length ? (
        <h2>
          {matches.length === 1 ? 'One profile fits' : `${matches.length} profiles fit`} “{text}”: open one
        </h2>
      ) : null}
      {matches.length ? (
        <ul className="profile-match-list">
          {matches.map((m) => (
            <li key={m.profileGuid}>
              <button type="button" className="link-button" onClick={() => onOpen(m.profileGuid)}>
                {[m.firstName, m.lastName].filter(Boolean).join(' ') || m.customerIdentification}
              </button>{' '}
              <span className="muted">
                {[m.email, m.customerIdentification].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <p className="muted">
          More customers fit than one search looks up ({result.looked}, those who registered a payment instrument most recently): add words, a first name or the
          email, to narrow it.
        </p>
      ) : null}
    </section>
  );
};
