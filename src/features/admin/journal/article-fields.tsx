// The article's fields: title, address (following the title until the admin writes their own),
// summary, cover, author, and the body as HTML beside a live preview of how visitors will see it
// (the same sanitiser and frame as the journal and the pages' HTML block).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SafeHtml, safeHtml } from '@/components/ui/safe-html';
import { withoutInlineHandlers } from '@/lib/html/without-inline-handlers';
import { articlePath } from '@shared/journal/paths.ts';
import { noSeoMeta, useSeoMeta } from '../seo-hint';
import { LIMITS, slugOf, type ArticleForm, type FormField, type Problems } from './article-form';

type Props = {
  form: ArticleForm;
  problems: Problems;
  isNew: boolean;
  onChange: (patch: Partial<ArticleForm>) => void;
};

function Preview({ html }: { html: string }) {
  const [shown] = useDebouncedValue(html, 250);
  // Raw markup as typed: its event handlers go before the browser parses it (see the helper).
  const clean = safeHtml(withoutInlineHandlers(shown));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="article-preview" mih={240}>
      <Title order={2} fz="sm" c="dimmed" tt="uppercase" id="article-preview" mb="sm">
        <Trans>Preview</Trans>
      </Title>
      {clean ? (
        <SafeHtml html={clean} />
      ) : (
        <Text c="dimmed" fz="sm">
          <Trans>The text appears here as visitors will see it.</Trans>
        </Text>
      )}
    </Paper>
  );
}

export function ArticleFields({ form, problems, isNew, onChange }: Props) {
  const seoMeta = useSeoMeta();
  const slug = slugOf(form);
  const field = (name: FormField) => ({ error: problems[name], maxLength: LIMITS[name] + 20 });
  return (
    <Stack gap="sm">
      <TextInput
        label={t`Title`}
        required
        value={form.title}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
        {...field('title')}
      />
      <TextInput
        label={t`Address`}
        description={t`The article will be at ${articlePath(slug || '…')}`}
        required={!isNew}
        value={slug}
        onChange={(e) => onChange({ slug: e.currentTarget.value.toLowerCase() })}
        {...field('slug')}
      />
      <Textarea
        label={t`Summary`}
        description={
          seoMeta
            ? t`Shown on the journal’s cards and by search engines; left empty, the text’s beginning stands in.`
            : t`Shown on the journal’s cards; left empty, the text’s beginning stands in.` + ' ' + noSeoMeta()
        }
        autosize
        minRows={2}
        value={form.excerpt}
        onChange={(e) => onChange({ excerpt: e.currentTarget.value })}
        {...field('excerpt')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t`Cover image`}
          description={t`An uploaded file’s /files/ address or an https:// link; empty for none.`}
          placeholder="https://"
          value={form.coverImage}
          onChange={(e) => onChange({ coverImage: e.currentTarget.value })}
          {...field('coverImage')}
        />
        <TextInput
          label={t`Author`}
          description={isNew ? t`Left empty, your own name is used.` : t`Who wrote it, as the article names them.`}
          required={!isNew}
          value={form.authorName}
          onChange={(e) => onChange({ authorName: e.currentTarget.value })}
          {...field('authorName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Textarea
          label={t`Text (HTML)`}
          description={t`Headings, paragraphs, lists, links and images; scripts, event handlers and styles are removed when you save.`}
          autosize
          minRows={12}
          maxRows={30}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          value={form.bodyHtml}
          onChange={(e) => onChange({ bodyHtml: e.currentTarget.value })}
          {...field('bodyHtml')}
        />
        <Preview html={form.bodyHtml} />
      </SimpleGrid>
    </Stack>
  );
}
