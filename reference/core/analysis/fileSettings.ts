/**
 * Reading a component's `*_path` setting from the config directory the build was given (BuildContext.config),
 * as Analysis.getWordList / getReaderFromFile do: the path resolved against the directory, the errors ES
 * words for a missing file, a file that is not UTF-8 and one outside the directory.
 */
import { analysisFileAccessDenied, analysisFileMissing, analysisFileNotUtf8, synonymsFileNotUtf8, type EsError } from '../errors/index.ts';
import type { BuildContext } from './components.ts';
import { NO_CONFIG, resolveConfigPath, wordListOf } from './configFiles.ts';
import { list, str, type Params } from './params.ts';

/**
 * The text of the file a setting names. `settingPath` is the name ES prints (`stopwords_path`, and
 * `synonyms_path_path` for synonyms: getReaderFromFile appends `_path` to what it is given).
 */
export function settingFile(ctx: BuildContext, settingPath: string, value: string, reader = false): string | EsError {
  const config = ctx.config ?? NO_CONFIG;
  const at = resolveConfigPath(config, value);
  if (at.rel === undefined) return analysisFileAccessDenied(settingPath, at.shown);
  const text = config.read(at.rel);
  if (text === null) return analysisFileMissing(settingPath, at.shown);
  // getReaderFromFile decodes while the rules are parsed: the parse fails, not the open (synonyms).
  if (text === false) return reader ? synonymsFileNotUtf8() : analysisFileNotUtf8(settingPath, at.shown);
  return text;
}

/**
 * Analysis.getWordList(env, settings, prefix): the `<prefix>_path` file's lines (comments and blank lines
 * left out, each trimmed) when the path is set, else the inline `<prefix>` list (undefined without either).
 */
export function wordListSetting(p: Params, ctx: BuildContext, prefix: string, removeComments = true): string[] | EsError | undefined {
  const path = str(p, `${prefix}_path`);
  if (path === undefined) return list(p, prefix);
  const text = settingFile(ctx, `${prefix}_path`, path);
  return typeof text === 'string' ? wordListOf(text, removeComments) : text;
}

/**
 * Analysis.parseWords (stop words, common words, articles): the inline list wins over the file; the file's
 * words, when read, go through the named lists (`_english_`) as the inline ones do.
 */
export function inlineOrFileWords(p: Params, ctx: BuildContext, prefix: string): string[] | EsError | undefined {
  if (p[prefix] !== undefined) return list(p, prefix);
  return wordListSetting(p, ctx, prefix);
}
