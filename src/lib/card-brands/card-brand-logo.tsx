// A card brand's logo with its name for screen readers; brands without a logo (unionpay) and
// unknown cards get the generic card drawing, still named.
import { t } from '@lingui/core/macro';
import { cardBrand } from './brands';
import { GenericCardIcon, type CardIconProps } from './icons';

type Props = Omit<CardIconProps, 'title'> & {
  brand: string | null | undefined;
  /** Width in pixels; the height keeps the card's 3:2 proportions. */
  size?: number;
};

export function CardBrandLogo({ brand, size = 40, ...props }: Props) {
  const info = cardBrand(brand);
  const Icon = info?.icon ?? GenericCardIcon;
  return <Icon title={info?.name ?? t`Card`} width={size} height={(size * 2) / 3} {...props} />;
}
