// The screens whose texts all go through the message catalogue (docs/localization.md): in these,
// lingui/no-unlocalized-strings finds a text written past it. The list grows feature by feature
// as each is translated; when it holds every screen it becomes 'src/**'.
export const LOCALIZED = ['src/**/*.tsx', 'src/**/*.ts'];

// What the rule must not read as a text a person reads: attribute and property names whose values
// are for the machine (styles, routes, keys, variants), and calls whose arguments are.
export const UNLOCALIZED_OPTIONS = {
  ignore: [
    // A token with no space and no capital letter first: a class, a route, a key, a CSS value.
    '^(?![A-Z])\\S+$',
    // Constants and codes.
    '^[A-Z0-9_.:-]+$',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|style|styles|classNames|variant|size|color|c|bg|fw|fz|ta|tt|td|ff|radius|shadow|gap|justify|align|wrap|position|component|type|role|to|href|src|rel|target|key|id|name|mode|method|lang|dir|autoComplete|inputMode|testId|data-.*|aria-controls|aria-describedby|aria-labelledby|aria-current|aria-live|aria-haspopup|sizes|accept|pattern|display|orientation|transition|loading|decoding|fetchPriority|crossOrigin|referrerPolicy)$',
      },
    },
  ],
  ignoreFunctions: [
    'console.*',
    'Error',
    'URL',
    'URLSearchParams',
    'require',
    'import',
    'useQuery',
    'useMediaQuery',
    'document.*',
    'window.*',
    'localStorage.*',
    'sessionStorage.*',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.split',
    '*.replace',
    '*.get',
    '*.set',
    '*.has',
    '*.append',
    '*.delete',
    'track*',
    'capture',
    'navigate',
    'cx',
    'clsx',
  ],
};
