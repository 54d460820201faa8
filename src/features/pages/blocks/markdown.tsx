// The Markdown of a text block, rendered as React elements (never as HTML, so markup typed into
// the text shows as text): paragraphs, headings (#, ##, ###, below the block's own h2), bulleted
// and numbered lists, **bold**, *italic*, `code` and [links](/path).
import { Anchor, Code, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteAnchor } from './site-anchor';

type Node =
  { kind: 'p'; text: string } | { kind: 'h'; level: 1 | 2 | 3; text: string } | { kind: 'ul' | 'ol'; items: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Node[] {
  const nodes: Node[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) nodes.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(raw);
    const numbered = NUMBERED.exec(raw);
    const last = nodes[nodes.length - 1];
    if (!line) flush();
    else if (heading) {
      flush();
      nodes.push({ kind: 'h', level: heading[1]?.length as 1 | 2 | 3, text: heading[2] ?? '' });
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      const text = (bullet ?? numbered)?.[1] ?? '';
      if (last && last.kind === kind && paragraph.length === 0 && 'items' in last) last.items.push(text);
      else nodes.push({ kind, items: [text] });
    } else if (last && (last.kind === 'ul' || last.kind === 'ol') && paragraph.length === 0 && /^\s/.test(raw))
      // An indented line continues the list item above it.
      last.items[last.items.length - 1] += ` ${line}`;
    else paragraph.push(line);
  }
  flush();
  return nodes;
}

const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|\*[^*\s][^*]*\*|_[^_\s][^_]*_|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

export function renderInline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (!part) return null;
    if (/^(\*\*|__).+\1$/.test(part)) return <strong key={i}>{renderInline(part.slice(2, -2))}</strong>;
    if (/^[*_].+[*_]$/.test(part) && part[0] === part[part.length - 1])
      return <em key={i}>{renderInline(part.slice(1, -1))}</em>;
    if (/^`.+`$/.test(part)) return <Code key={i}>{part.slice(1, -1)}</Code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link)
      return (
        <Anchor key={i} href={link[2] ?? ''} renderRoot={(props) => <SiteAnchor {...props} href={link[2] ?? ''} />}>
          {link[1]}
        </Anchor>
      );
    return part;
  });
}

export function Markdown({ source }: { source: string }) {
  return (
    <>
      {parseMarkdown(source).map((node, i) => {
        if (node.kind === 'h')
          return (
            <Title key={i} order={(node.level + 2) as 3 | 4 | 5} fz={node.level === 1 ? 'lg' : 'md'} mt="md" mb={6}>
              {renderInline(node.text)}
            </Title>
          );
        if (node.kind === 'p')
          return (
            <Text key={i} mb="sm" lh={1.7}>
              {renderInline(node.text)}
            </Text>
          );
        return (
          <List key={i} type={node.kind === 'ol' ? 'ordered' : 'unordered'} spacing={6} mb="sm" lh={1.6}>
            {node.items.map((item, j) => (
              <List.Item key={j}>{renderInline(item)}</List.Item>
            ))}
          </List>
        );
      })}
    </>
  );
}
