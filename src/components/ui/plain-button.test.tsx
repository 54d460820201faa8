// PlainButton must be Mantine's Button to the pixel and to the attribute: the server renders one and
// the browser hydrates the same markup, and the first-paint stylesheet styles Button's classes.
import { Button, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '@/theme';
import { PlainButton } from './plain-button';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);

describe('PlainButton', () => {
  it('renders what Button renders, for the ways the first page uses it and a few more', () => {
    const cases: Array<[ReactNode, ReactNode]> = [
      [
        <Button key="b" component="a" href="/jobsseekers/login" variant="subtle" size="compact-md" px="xs">
          Log in
        </Button>,
        <PlainButton key="p" component="a" href="/jobsseekers/login" variant="subtle" size="compact-md" px="xs">
          Log in
        </PlainButton>,
      ],
      [
        <Button key="b" component="a" href="/jobsseekers/register" size="compact-md" px="sm">
          Sign up
        </Button>,
        <PlainButton key="p" component="a" href="/jobsseekers/register" size="compact-md" px="sm">
          Sign up
        </PlainButton>,
      ],
      [
        <Button key="b" type="submit" size="md" className="submit">
          Search
        </Button>,
        <PlainButton key="p" type="submit" size="md" className="submit">
          Search
        </PlainButton>,
      ],
      [
        <Button key="b" variant="outline" color="red" radius="xl" fullWidth disabled leftSection="←" rightSection="→">
          Both
        </Button>,
        <PlainButton
          key="p"
          variant="outline"
          color="red"
          radius="xl"
          fullWidth
          disabled
          leftSection="←"
          rightSection="→"
        >
          Both
        </PlainButton>,
      ],
    ];
    for (const [button, plain] of cases) expect(html(plain)).toBe(html(button));
  });
});
