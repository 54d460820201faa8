// The runtime of `<Trans>` (lingui.config.ts, runtimeConfigModule): Lingui's component with the
// page's instance (i18n.ts) rather than a provider's, so a screen translates the same way in the
// app, in the server's render and in a unit test, with nothing to wrap around it.
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { activeI18n } from './i18n';

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={{ i18n: activeI18n() }} />;
}
