// The colours and shared settings of the charts (employer analytics, the admin dashboard), from the Mantine theme's CSS
// variables so the tenant's brand colour carries into them.
export const CHART_COLORS = {
  views: 'var(--mantine-color-gray-6)',
  applications: 'var(--mantine-color-brand-6)',
  hired: 'var(--mantine-color-teal-7)',
  funnel: 'var(--mantine-color-brand-6)',
  source: 'var(--mantine-color-indigo-5)',
  grid: 'var(--mantine-color-gray-3)',
  axis: 'var(--mantine-color-gray-7)',
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;

/** The size charts start at before they measure their box (and in jsdom, which has no layout). */
export const INITIAL_SIZE = { width: 640, height: 280 } as const;

export const TOOLTIP_STYLE = {
  contentStyle: {
    borderRadius: 8,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not a text
    border: '1px solid var(--mantine-color-gray-3)',
    fontSize: 13,
  },
} as const;
