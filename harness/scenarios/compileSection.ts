/** Compiling a YAML section into runnable steps. */
import type { RawSection } from './yamlLoader.ts';
import { mergePrerequisites, parseRequires, parseSkip, type SkipSpec } from './steps/skip.ts';
import { STEP_PARSERS } from './steps/registry.ts';
import type { Dialect, Step } from './steps/types.ts';

/** A section ready to run: its optional skip, its steps, and any parse errors (file:line). */
export interface CompiledSection {
  name: string;
  line: number;
  skip?: SkipSpec;
  steps: Step[];
  errors: string[];
}

/** Parse every step of a section; its prerequisites (`skip`, and ES 8's `requires`) must come first. */
export function compileSection(raw: RawSection, file: string, dialect: Dialect = 'elasticsearch'): CompiledSection {
  const out: CompiledSection = { name: raw.name, line: raw.line, steps: [], errors: [] };
  raw.steps.forEach((s, i) => {
    const where = `${file}:${s.line}`;
    if (s.kind === 'skip' || s.kind === 'requires') {
      if (raw.steps.slice(0, i).some((x) => x.kind !== 'skip' && x.kind !== 'requires')) return void out.errors.push(`${where}: ${s.kind} must come before the steps of its section`);
      const pre = s.kind === 'skip' ? parseSkip(s.value, s.line) : parseRequires(s.value, s.line);
      if (typeof pre === 'string') out.errors.push(`${where}: ${pre}`);
      else out.skip = mergePrerequisites(out.skip, pre);
      return;
    }
    const parser = STEP_PARSERS[s.kind];
    if (!parser) return void out.errors.push(`${where}: unknown step [${s.kind}]`);
    const step = parser(s.value, s.line, s.kind, dialect);
    if (typeof step === 'string') out.errors.push(`${where}: ${step}`);
    else out.steps.push(step);
  });
  return out;
}

/** Features a section's steps use but that neither its own skip nor the file-level skip declares. */
export function undeclaredFeatures(section: CompiledSection, fileSkip?: SkipSpec): string[] {
  const declared = new Set([...(section.skip?.features ?? []), ...(fileSkip?.features ?? [])]);
  return [...new Set(section.steps.flatMap((s) => s.needs))].filter((f) => !declared.has(f));
}
