// /admin/mail-templates (docs/mail-templates.md): the board's editable mails; the admin picks one,
// rewrites its subject and body with the variables it offers, sees it rendered, sends a test to
// themself, saves it or resets it to the product's text. Without the plan's
// custom_email_templates flag the page explains that and offers nothing.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Grid, NavLink, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useListAdminMailTemplates } from '@generated/api/admin/admin';
import type { MailTemplateKind } from '@generated/api/model';
import { QueryView } from '@/components/ui/query-view';
import { boardBoot } from '@/lib/branding/board-boot';
import { LOCALE_NAMES } from '@shared/i18n/locales.ts';
import { FeatureGate, UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { ConsoleHeading } from '../console-layout';
import { MailTemplateEditor } from './mail-template-editor';

export function MailTemplatesPage() {
  return (
    <Stack gap="lg">
      <ConsoleHeading
        title={t`Mail templates`}
        description={t`Rewrite the mails the board sends in your own words. A mail you have not rewritten keeps the product’s text.`}
      />
      <FeatureGate
        feature="custom_email_templates"
        fallback={
          <UpgradePrompt
            feature="custom_email_templates"
            reason={t`Your plan does not include custom e-mail templates: the board sends the product’s text. Upgrade to rewrite its mails.`}
          />
        }
      >
        <LanguageNote />
        <Templates />
      </FeatureGate>
    </Stack>
  );
}

/** On a board of several languages: whose mail a rewritten text is (server/mail/custom/board-mail.ts). */
function LanguageNote() {
  const [defaultLocale, ...others] = boardBoot()?.locales ?? [];
  if (!defaultLocale || !others.length) return null;
  const language = LOCALE_NAMES[defaultLocale];
  return (
    <Text fz="sm">
      <Trans>
        Write your text in the board’s default language, {language}: readers who use the board in that language get it.
        A reader who uses the board in another language gets the product’s mail in theirs.
      </Trans>
    </Text>
  );
}

function Templates() {
  const query = useListAdminMailTemplates();
  const [kind, setKind] = useState<MailTemplateKind>('welcome');
  return (
    <QueryView query={query} errorTitle={t`The mail templates could not be loaded`}>
      {({ data }) => {
        const current = data.templates.find((tpl) => tpl.kind === kind) ?? data.templates[0];
        return (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <nav aria-label={t`The board’s mails`}>
                {data.templates.map((tpl) => (
                  <NavLink
                    key={tpl.kind}
                    component="button"
                    type="button"
                    label={tpl.label}
                    description={tpl.custom ? undefined : t`Product text`}
                    rightSection={
                      tpl.custom ? (
                        <Badge size="xs">
                          <Trans>Edited</Trans>
                        </Badge>
                      ) : null
                    }
                    // Grey, as the console's own menu: the brand's light tint fails AA contrast.
                    color="gray"
                    fw={tpl.kind === current?.kind ? 700 : 500}
                    styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                    active={tpl.kind === current?.kind}
                    aria-current={tpl.kind === current?.kind ? 'true' : undefined}
                    onClick={() => setKind(tpl.kind)}
                  />
                ))}
              </nav>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Stack gap="sm" miw={0}>
                {current ? (
                  <>
                    <Text fz="sm" c="dimmed">
                      {current.description}
                    </Text>
                    <MailTemplateEditor key={`${current.kind}:${current.updatedAt ?? 'product'}`} template={current} />
                  </>
                ) : null}
              </Stack>
            </Grid.Col>
          </Grid>
        );
      }}
    </QueryView>
  );
}
