import { readServiceUrl } from '../service-url'

/**
 * Where updates come from. An installed app uses only the feed baked into it at packaging time
 * (resources/app-update.yml, written by electron-builder from UPDATE_URL): like the dev-server
 * URL, an environment variable must never point an installed app elsewhere. An unpackaged
 * build (development, trying the updater) takes UPDATE_URL from its environment.
 */
export type UpdateFeed =
  | { readonly kind: 'packaged' }
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'none' }

export function resolveUpdateFeed(options: {
  readonly isPackaged: boolean
  readonly packagedConfigExists: boolean
  readonly env: Readonly<Record<string, string | undefined>>
}): UpdateFeed {
  if (options.isPackaged)
    return options.packagedConfigExists ? { kind: 'packaged' } : { kind: 'none' }
  const raw = options.env.UPDATE_URL?.trim()
  return raw ? { kind: 'url', url: readServiceUrl('UPDATE_URL', raw) } : { kind: 'none' }
}
