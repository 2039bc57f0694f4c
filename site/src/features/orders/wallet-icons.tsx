// Simple self-drawn marks for the wallet buttons (no trademarked badge is downloaded or copied):
// a dark wallet with coloured cards for Apple Wallet, four stacked cards in Google's colours for
// Google Wallet. Decorative: the button's text names the action.

export function AppleWalletIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <rect x="2.5" y="3.5" width="19" height="17" rx="3.5" fill="#1c1c1e" stroke="#8e8e93" />
      <rect x="4" y="5" width="16" height="3" rx="1" fill="#34aadc" />
      <rect x="4" y="7.5" width="16" height="3" rx="1" fill="#ffcc00" />
      <rect x="4" y="10" width="16" height="3" rx="1" fill="#ff9500" />
      <path d="M2 14h6.5a3.5 3.5 0 0 0 7 0H22v3a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" fill="#3a3a3c" />
    </svg>
  );
}

export function GoogleWalletIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="20" height="8" rx="3" fill="#4285f4" />
      <rect x="2" y="7" width="20" height="8" rx="3" fill="#34a853" />
      <rect x="2" y="11" width="20" height="8" rx="3" fill="#fbbc04" />
      <path
        d="M2 18a3 3 0 0 1 3-3h4.5l2.5 2.5 2.5-2.5H19a3 3 0 0 1 3 3v0a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3z"
        fill="#ea4335"
      />
    </svg>
  );
}
