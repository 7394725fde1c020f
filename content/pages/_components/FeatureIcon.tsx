const paths = {
  // A gamepad: the app is about playing.
  play: 'M7 7h10a5 5 0 0 1 4.9 4l.9 5a2.6 2.6 0 0 1-4.6 2.1L16.5 16h-9l-1.7 2.1A2.6 2.6 0 0 1 1.2 16l.9-5A5 5 0 0 1 7 7zM8 10v4M6 12h4M15.5 11h.01M18 13h.01',
  // A script file: handlers are small scripts.
  handler: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M10 13l-2 2 2 2M14 13l2 2-2 2',
  // A branch: built in the open, in forks and pull requests.
  open: 'M6 3v12M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a9 9 0 0 1-9 9',
} as const;

/** The drawing at the top of a home-page feature card; decorative, the card's heading says the same. */
export function FeatureIcon({ kind }: { kind: keyof typeof paths }) {
  return (
    <span className="feature-icon">
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
