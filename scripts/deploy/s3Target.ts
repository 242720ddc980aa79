// The deploy target `s3://BUCKET[/PREFIX]`: which bucket, and which key prefix the deployable's paths go under.
import { UsageError } from '../cli/options.ts'

export interface S3Target {
  bucket: string
  /** "" or a prefix without leading or trailing slashes ("demo", "sites/demo"). */
  prefix: string
}

const usage = 'expected s3://BUCKET or s3://BUCKET/PREFIX'

export function parseS3Target(value: string): S3Target {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(value)
  if (!match) throw new UsageError(`Not an S3 URL: "${value}" (${usage})`)
  const bucket = match[1] ?? ''
  const problem = bucketNameProblem(bucket)
  if (problem) throw new UsageError(`Bad bucket name "${bucket}" in ${value}: ${problem}`)
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '')
  const segments = prefix === '' ? [] : prefix.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) {
    throw new UsageError(`Bad prefix "${prefix}" in ${value}: use folder names separated by single slashes`)
  }
  return { bucket, prefix }
}

/** The rules S3 itself applies, which other S3-compatible stores accept too; undefined when the name is fine. */
export function bucketNameProblem(name: string): string | undefined {
  if (name.length < 3 || name.length > 63) return 'it must be 3 to 63 characters long'
  if (!/^[a-z0-9.-]+$/.test(name)) return 'use only lowercase letters, digits, dots and hyphens'
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return 'it must start and end with a letter or digit'
  if (name.includes('..')) return 'it must not contain two dots in a row'
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'it must not look like an IP address'
  return undefined
}

export function objectKey(target: S3Target, path: string): string {
  return target.prefix ? `${target.prefix}/${path}` : path
}

/** The listing prefix: with a trailing slash, so "demo" never matches the keys of "demo2/". */
export function listingPrefix(target: S3Target): string {
  return target.prefix ? `${target.prefix}/` : ''
}

export function describeTarget(target: S3Target, path = ''): string {
  return `s3://${target.bucket}/${target.prefix ? `${target.prefix}/` : ''}${path}`
}
