// A small authoritative DNS server on 127.0.0.1 (UDP) that answers the TXT records a journey sets,
// so the server's real resolver (node:dns, pointed here by DNS_SERVERS) proves a custom domain the
// way it would on the internet, without reaching it. Any other name answers NXDOMAIN.
import { createSocket, type RemoteInfo } from 'node:dgram';
import * as dnsPacket from 'dns-packet';

/** The port the e2e server's DNS_SERVERS names (127.0.0.1:5399). */
export const TXT_DNS_PORT = 5399;

const NXDOMAIN = 3;

export type TxtDns = {
  /** Sets (replaces) the TXT values of a name. */
  set: (name: string, values: string[]) => void;
  close: () => Promise<void>;
};

export function startTxtDns(port = TXT_DNS_PORT): Promise<TxtDns> {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');

  const answer = (message: Buffer, from: RemoteInfo) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const questions = query.questions ?? [];
    const answers = questions.flatMap((q) =>
      q.type === 'TXT'
        ? (records.get(q.name.toLowerCase()) ?? []).map((value) => ({
            type: 'TXT' as const,
            name: q.name,
            ttl: 0,
            data: [value],
          }))
        : [],
    );
    const known = questions.some((q) => records.has(q.name.toLowerCase()));
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (known ? 0 : NXDOMAIN),
      questions,
      answers,
    });
    socket.send(reply, from.port, from.address);
  };

  socket.on('message', answer);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve({
        set: (name, values) => records.set(name.toLowerCase(), values),
        close: () => new Promise<void>((done) => socket.close(() => done())),
      });
    });
  });
}
