// The failure of a LinkedIn round trip, shown by the LinkedIn button of the login page (where the
// candidate tries again) while the page's own form stays as it is.
import { createContext, useContext } from 'react';

export const LinkedInNoticeContext = createContext<string | null>(null);

export const useLinkedInNotice = () => useContext(LinkedInNoticeContext);
