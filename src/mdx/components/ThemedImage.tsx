import useBaseUrl from './useBaseUrl.js';

/** `@theme/ThemedImage`: the light theme's picture, which the dark theme shows too. */
export default function ThemedImage({
  sources,
  alt,
  ...rest
}: {
  sources: { light: string; dark?: string };
  alt?: string;
  [attribute: string]: unknown;
}) {
  return <img src={useBaseUrl(sources.light)} alt={alt ?? ''} {...rest} />;
}
