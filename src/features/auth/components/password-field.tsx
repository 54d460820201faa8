import { t } from '@lingui/core/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide toggle is reachable by keyboard. The toggle keeps one label
 * and reports its state with aria-pressed, as toggle buttons should.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      {...props}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
    />
  );
}
