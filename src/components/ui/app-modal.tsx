// The product's generic modal (specification §2): optional title, body, footer and close button;
// 2xl wide by default; above every other layer (z-index 1200). It does not close on a click
// outside, so a stray click never throws away a half-filled form; Escape and the close button do.
import { t } from '@lingui/core/macro';
import { Group, Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { constants } from '@generated/manifest';

/** Maximum widths in pixels, named as the source product names them (Tailwind's max-w scale). */
export const MODAL_WIDTHS = {
  sm: 384,
  md: 448,
  lg: 512,
  xl: 576,
  '2xl': 672,
  '3xl': 768,
  '4xl': 896,
  '5xl': 1024,
} as const;

export type ModalWidth = keyof typeof MODAL_WIDTHS;

export type AppModalProps = {
  opened: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Names the dialog for screen readers when it has no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Actions, right-aligned under a divider. */
  footer?: ReactNode;
  withCloseButton?: boolean;
  size?: ModalWidth | number;
  /** Disable Escape while something irreversible is in flight. */
  closeOnEscape?: boolean;
  /** Covers the whole screen on phones, for tall content such as document previews. */
  fullScreenOnMobile?: boolean;
};

export function AppModal({
  opened,
  onClose,
  title,
  'aria-label': ariaLabel,
  children,
  footer,
  withCloseButton = true,
  size = constants.modal.maxWidth,
  closeOnEscape = true,
  fullScreenOnMobile = false,
}: AppModalProps) {
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`) ?? false;
  const width = typeof size === 'number' ? size : MODAL_WIDTHS[size];
  const hasHeader = Boolean(title) || withCloseButton;
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={constants.modal.closeOnClickOutside}
      closeOnEscape={closeOnEscape}
      zIndex={constants.modal.zIndex}
      size={width}
      fullScreen={fullScreenOnMobile && isPhone}
      centered
      radius="lg"
      padding="lg"
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content aria-label={title ? undefined : ariaLabel}>
        {hasHeader ? (
          <Modal.Header>
            {title ? (
              <Modal.Title fw={650} fz="lg">
                {title}
              </Modal.Title>
            ) : null}
            {withCloseButton ? <Modal.CloseButton aria-label={t`Close`} /> : null}
          </Modal.Header>
        ) : null}
        <Modal.Body>
          {children}
          {footer ? (
            <Group
              justify="flex-end"
              gap="sm"
              mt="lg"
              pt="md"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              {footer}
            </Group>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
