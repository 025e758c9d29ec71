/**
 * The built-in grok pattern banks (GrokBuiltinPatterns: `legacy` for ecs_compatibility `disabled`, `ecs-v1`
 * for `v1`), read from bankText.ts on first use and kept: the server's start builds neither (idle memory).
 * A bank is a name → pattern map in the order Elasticsearch's LinkedHashMap keeps (file order; a name read
 * twice keeps its first place and its last pattern), the order `GET _ingest/processor/grok` lists.
 */
import { ecsBankText, legacyBankText } from './bankText.ts';

export type GrokBank = ReadonlyMap<string, string>;

let legacy: GrokBank | undefined;
let ecs: GrokBank | undefined;

/** One bank from its texts; a line holding only a name takes that name's pattern from `base`. */
function readBank(texts: readonly string[], base?: GrokBank): GrokBank {
  const bank = new Map<string, string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ');
      if (space > 0) bank.set(line.slice(0, space), line.slice(space + 1));
      else bank.set(line, base!.get(line)!);
    }
  }
  return bank;
}

/** The built-in bank of an ECS compatibility mode (`v1` when `ecs`). */
export function builtinGrokBank(ecsMode: boolean): GrokBank {
  legacy ??= readBank(legacyBankText());
  if (!ecsMode) return legacy;
  return (ecs ??= readBank(ecsBankText(), legacy));
}
