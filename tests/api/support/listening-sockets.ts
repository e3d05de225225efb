import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A TCP socket in the LISTEN state, as the kernel lists it in /proc/net/tcp and /proc/net/tcp6. */
export interface ListeningSocket {
  /** The local address as the kernel writes it: 8 hex digits (IPv4) or 32 (IPv6), in its own byte order. */
  address: string;
  port: number;
  inode: string;
}

const listenState = '0A';

/** Every listening TCP socket of the machine (this network namespace), IPv4 and IPv6. */
export function listeningTcpSockets(): ListeningSocket[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === listenState)
      .map((fields) => {
        const [address = '', port = '0'] = (fields[1] ?? '').split(':');
        return { address, port: parseInt(port, 16), inode: fields[9] ?? '' };
      }),
  );
}

/** The inodes of the sockets a process holds open (its /proc/<pid>/fd links `socket:[inode]`). */
function socketInodesOf(pid: number | 'self'): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // Closed between the listing and the read.
    }
  }
  return inodes;
}

/** The TCP ports a process listens on, sorted. */
export function tcpPortsListenedOnBy(pid: number | 'self'): number[] {
  const inodes = socketInodesOf(pid);
  const ports = listeningTcpSockets()
    .filter((socket) => inodes.has(socket.inode))
    .map((socket) => socket.port);
  return [...new Set(ports)].sort((a, b) => a - b);
}

const loopbackAddresses = new Set([
  // 127.0.0.1, in the kernel's byte order.
  '0100007F',
  // ::1
  '00000000000000000000000001000000',
  // ::ffff:127.0.0.1
  '0000000000000000FFFF00000100007F',
]);

/** Whether a listed address is the loopback interface's (not a wildcard, not a network interface's). */
export function isLoopbackAddress(address: string): boolean {
  return loopbackAddresses.has(address.toUpperCase());
}
