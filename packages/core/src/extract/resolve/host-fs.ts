/**
 * get-tsconfig reads files through a cache it is handed (keys
 * `existsSync:<path>`, `readFileSync:<path>:utf8`, `statSync:<path>`), calling
 * node:fs only for what the cache does not answer. This cache answers from
 * the extractor's file host, so a tsconfig is read exactly as every other
 * input (in-memory projects included), and records each config file read, so
 * an edit anywhere in an `extends` chain re-extracts the modules it applies to.
 * Directories, which the host cannot see, are left to node:fs.
 */
export class HostFsCache extends Map<string, unknown> {
  /** Config files read (path -> text), in read order. */
  readonly read = new Map<string, string>();

  constructor(private readonly readText: (path: string) => string | undefined) {
    super();
  }

  override get(key: string): unknown {
    if (super.has(key)) return super.get(key);
    const answer = this.answer(key);
    if (answer !== undefined) super.set(key, answer);
    return answer;
  }

  private answer(key: string): unknown {
    const colon = key.indexOf(":");
    const op = key.slice(0, colon);
    const rest = key.slice(colon + 1);
    switch (op) {
      case "existsSync":
        return this.readText(rest) !== undefined ? true : undefined;
      case "statSync":
        return this.readText(rest) !== undefined ? FILE_STAT : undefined;
      case "readFileSync": {
        const path = rest.replace(/:utf-?8$/, "");
        const text = this.readText(path);
        if (text !== undefined) this.read.set(path, text);
        return text;
      }
      default:
        return undefined;
    }
  }
}

const FILE_STAT = { isFile: () => true, isDirectory: () => false };
