import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/** The carousel's API, once embla is on its viewport. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** Puts embla on a viewport the page has drawn and tells its API (loaded once the carousel is about to be used). */
export default function EmblaAttach({
  viewport,
  options,
  onApi,
}: {
  viewport: HTMLElement;
  options: Parameters<typeof useEmblaCarousel>[0];
  onApi: (api: CarouselApi | undefined) => void;
}) {
  const [ref, api] = useEmblaCarousel(options);
  useEffect(() => {
    ref(viewport);
    return () => ref(null);
  }, [ref, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
