// A strict XML parse for feed tests (saxes, already installed with jsdom): throws on a document
// that is not well-formed, and returns its elements as a small tree.
import { SaxesParser } from 'saxes';

export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string };

export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlNode = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attrs: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
    };
    top().children.push(node);
    stack.push(node);
  });
  parser.on('text', (t) => {
    top().text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  const doc = root.children[0];
  if (!doc) throw new Error('empty XML document');
  return doc;
}

export const childrenNamed = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);

export function textOf(node: XmlNode, name: string): string | undefined {
  return node.children.find((c) => c.name === name)?.text;
}
