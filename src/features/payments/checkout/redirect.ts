// Leaving for the gateway's hosted checkout page. One tiny module so screen tests can stub the
// navigation (jsdom cannot leave the page) and so the one rule lives in one place: only an http(s)
// address, absolute or on this host, is followed; anything else (javascript:, data:) is refused.

/** The address to go to, resolved against this page, or null when it is not http(s). */
export function safeCheckoutUrl(url: string, base: string = window.location.href): string | null {
  try {
    const target = new URL(url, base);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
  } catch {
    return null;
  }
}

export const checkoutRedirect = {
  /** Replaces the page with the checkout page (kept in history so Back returns here). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
