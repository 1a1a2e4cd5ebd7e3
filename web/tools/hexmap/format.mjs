// JSON with short values on one line and long lists of labels wrapped at 96 columns, to keep
// the generated map files readable and their diffs small.
export function format(v, indent = '') {
  const flat = JSON.stringify(v), inner = indent + '  ';
  if (flat.length + indent.length <= 96 || v === null || typeof v !== 'object') return flat;
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x !== 'object')) {
      const lines = [];
      let line = '';
      for (const x of v.map((y) => JSON.stringify(y))) {
        if (line && inner.length + line.length + x.length + 2 > 96) { lines.push(line); line = ''; }
        line += (line ? ', ' : '') + x;
      }
      lines.push(line);
      return `[\n${lines.map((l, i) => inner + l + (i < lines.length - 1 ? ',' : '')).join('\n')}\n${indent}]`;
    }
    return `[\n${v.map((x) => inner + format(x, inner)).join(',\n')}\n${indent}]`;
  }
  return `{\n${Object.entries(v).map(([k, x]) => `${inner}${JSON.stringify(k)}: ${format(x, inner)}`).join(',\n')}\n${indent}}`;
}
