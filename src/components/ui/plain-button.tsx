// Mantine's Button without its loading state, for buttons on every first page that never load (the
// header's sign-in buttons, the home page's search). Mantine's Button always imports its loader, a
// Transition over a Loader (2.6 kB gzip of the first page's script), even when `loading` is never
// set. This is the same component otherwise: its name for the theme (`components.Button`), its
// classes, its CSS variables and its markup. plain-button.test.tsx renders both and holds the markup
// equal, so a Mantine upgrade that changes Button fails there rather than on screen.
import {
  Box,
  createVarsResolver,
  getFontSize,
  getRadius,
  getSize,
  polymorphicFactory,
  UnstyledButton,
  useProps,
  useStyles,
  type ButtonCssVariables,
  type ButtonProps,
  type ButtonStylesNames,
  type ButtonVariant,
  type PolymorphicFactory,
} from '@mantine/core';

export type PlainButtonProps = Omit<ButtonProps, 'loading' | 'loaderProps'>;

type PlainButtonFactory = PolymorphicFactory<{
  props: PlainButtonProps;
  defaultRef: HTMLButtonElement;
  defaultComponent: 'button';
  stylesNames: Exclude<ButtonStylesNames, 'loader'>;
  vars: ButtonCssVariables;
  variant: ButtonVariant;
}>;

/** Mantine's name for Button, under which the theme's `components.Button` applies here too. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- Mantine's component name, not a text
const THEME_NAME = 'Button';
// eslint-disable-next-line lingui/no-unlocalized-strings -- the component's name, not a text
const DISPLAY_NAME = 'PlainButton';

/** Button.classes of @mantine/core (its CSS module is not exported on its own). */
const classes = { root: 'm_77c9d27d', inner: 'm_80f1301b', label: 'm_811560b9', section: 'm_a74036a' };

// Button's own resolver, line for line.
const varsResolver = createVarsResolver<PlainButtonFactory>(
  (theme, { radius, color, gradient, variant, size, justify, autoContrast }) => {
    const colors = theme.variantColorResolver({
      color: color || theme.primaryColor,
      theme,
      gradient,
      variant: variant || 'filled',
      autoContrast,
    });
    return {
      root: {
        '--button-justify': justify,
        '--button-height': getSize(size, 'button-height'),
        '--button-padding-x': getSize(size, 'button-padding-x'),
        '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
        '--button-radius': radius === undefined ? undefined : getRadius(radius),
        '--button-bg': color || variant ? colors.background : undefined,
        '--button-hover': color || variant ? colors.hover : undefined,
        '--button-color': colors.color,
        '--button-bd': color || variant ? colors.border : undefined,
        '--button-hover-color': color || variant ? colors.hoverColor : undefined,
      },
    };
  },
);

export const PlainButton = polymorphicFactory<PlainButtonFactory>((_props) => {
  const props = useProps(THEME_NAME, null, _props);
  const {
    style,
    vars,
    className,
    color: _color,
    disabled,
    children,
    leftSection,
    rightSection,
    fullWidth,
    variant,
    radius: _radius,
    gradient: _gradient,
    classNames,
    styles,
    unstyled,
    'data-disabled': dataDisabled,
    autoContrast: _autoContrast,
    mod,
    attributes,
    ...others
  } = props;
  const getStyles = useStyles<PlainButtonFactory>({
    name: THEME_NAME,
    props,
    classes,
    className,
    style,
    classNames,
    styles,
    unstyled,
    attributes,
    vars,
    varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !dataDisabled })}
      unstyled={unstyled}
      variant={variant}
      disabled={disabled}
      mod={[
        {
          disabled: disabled || dataDisabled,
          loading: undefined,
          block: fullWidth,
          'with-left-section': !!leftSection,
          'with-right-section': !!rightSection,
        },
        mod,
      ]}
      {...others}
    >
      <span {...getStyles('inner')}>
        {leftSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'left' }}>
            {leftSection}
          </Box>
        )}
        <Box component="span" mod={{ loading: undefined }} {...getStyles('label')}>
          {children}
        </Box>
        {rightSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'right' }}>
            {rightSection}
          </Box>
        )}
      </span>
    </UnstyledButton>
  );
});
PlainButton.displayName = DISPLAY_NAME;
