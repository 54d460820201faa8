// An article's cover picture, or a quiet band in the board's colour when it has none. Decorative:
// the title beside it says what the article is.
import { Box, Center, Image } from '@mantine/core';
import { FileIcon } from '@/components/ui/icons';

type Props = { src: string | null; height: number | { base: number; sm: number }; radius?: string };

export function ArticleCover({ src, height, radius = '0' }: Props) {
  if (src) return <Image src={src} alt="" h={height} fit="cover" radius={radius} loading="lazy" />;
  return (
    <Box h={height} bg="brand.0" style={{ borderRadius: radius === '0' ? 0 : `var(--mantine-radius-${radius})` }}>
      <Center h="100%" c="brand.4" aria-hidden>
        <FileIcon size={36} />
      </Center>
    </Box>
  );
}
