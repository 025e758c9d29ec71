/**
 * A cluster setting's value checked as its ES `Setting` parses it (Booleans.parseBoolean, Integer.parseInt
 * with bounds, ByteSizeValue, TimeValue, RatioValue, the enumerations' own parsers), with the error
 * `Setting.get` answers: parse failures rethrown as illegal arguments carrying the parser's exception.
 */
import {
  booleanExpected,
  settingAboveMaximum,
  settingBelowMinimum,
  settingNotANumber,
  settingPercentUnparsable,
  settingTimeBelowMinimum,
  settingValueIllegal,
  settingValueUnparsable,
  isEsError,
  type EsError,
} from './errors/index.ts';
import { parseByteSize } from './byteSize.ts';
import { parseTimeValue } from './search/timeValue.ts';
import { parseJavaDouble, parseJavaInt } from './params.ts';

/** Whether Java's Double.parseDouble reads a text (NaN spelled out included). */
const isJavaDouble = (text: string): boolean => !Number.isNaN(parseJavaDouble(text)) || /^\s*[+-]?NaN[fFdD]?\s*$/.test(text);
import type { Profile } from '../profiles.ts';
import type { SettingType } from './clusterSettingsTable.ts';

/** A byte size that must parse (watermarks and breakers fall back to it). */
function bytes(key: string, value: string): EsError | undefined {
  const n = parseByteSize(value, key);
  return isEsError(n) ? settingValueUnparsable(n) : undefined;
}

/** The error a value gets from its setting's parser, or undefined when the setting takes it. */
export function checkClusterSettingValue(profile: Profile, key: string, type: SettingType, value: string): EsError | undefined {
  switch (type.kind) {
    case 'string':
      return undefined;
    case 'bool':
      return value === 'true' || value === 'false' ? undefined : booleanExpected(value);
    case 'int': {
      const n = parseJavaInt(value);
      if (Number.isNaN(n)) return settingNotANumber(key, value);
      if (type.min !== undefined && n < type.min) return settingBelowMinimum(key, value, type.min);
      if (type.max !== undefined && n > type.max) return settingAboveMaximum(key, value, type.max);
      return undefined;
    }
    case 'long': {
      if (!/^[+-]?\d+$/.test(value) || BigInt(value) > 9223372036854775807n || BigInt(value) < -9223372036854775808n) return settingNotANumber(key, value);
      if (type.min !== undefined && BigInt(value) < BigInt(type.min)) return settingBelowMinimum(key, value, type.min);
      return undefined;
    }
    case 'double': {
      if (!isJavaDouble(value)) return settingNotANumber(key, value);
      // Setting.parseDouble prints its bound as a Java double (`0.0`).
      if (type.min !== undefined && Number.parseFloat(value) < type.min) return settingBelowMinimum(key, value, Number.isInteger(type.min) ? `${type.min}.0` : type.min);
      return undefined;
    }
    case 'bytes':
      return bytes(key, value);
    case 'memory': {
      if (!value.trim().endsWith('%')) return bytes(key, value);
      const pct = value.trim().slice(0, -1);
      return isJavaDouble(pct) ? undefined : settingPercentUnparsable(pct);
    }
    case 'watermark': {
      // RatioValue first (`85%`, `0.85`), then a byte size; a value that is neither fails as a byte size.
      const v = value.trim();
      if (v.endsWith('%')) {
        const p = Number.parseFloat(v.slice(0, -1));
        if (isJavaDouble(v.slice(0, -1)) && p >= 0 && p <= 100) return undefined;
      } else if (isJavaDouble(v)) {
        const r = Number.parseFloat(v);
        if (r >= 0 && r <= 1) return undefined;
      }
      return bytes(key, value);
    }
    case 'time': {
      const ms = parseTimeValue(value, key, profile);
      if (isEsError(ms)) return settingValueUnparsable(ms);
      if (type.minMs !== undefined && ms < type.minMs) return settingTimeBelowMinimum(key, value, type.min!);
      return undefined;
    }
    case 'enum':
      return type.values.includes(value.toLowerCase()) ? undefined : settingValueIllegal(type.message(value));
  }
}

