import { useMediaQuery } from '@/lib/use-media-query';

export const MOBILE_BREAKPOINT_PX = 768;

/** True below 768 px wide (false where the width cannot be known). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
}
