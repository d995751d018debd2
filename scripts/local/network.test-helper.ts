/**
 * Whether a local service is reachable from the network: connect to it through this machine's
 * own non-loopback address, as another machine on the LAN would.
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

/** This machine's first non-loopback IPv4 address, or undefined on a machine without one. */
export function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info && !info.internal && info.family === 'IPv4')?.address;
}

/** True when nothing accepts a connection on host:port (the service is not bound there). */
export function refusesConnection(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(true));
  });
}
