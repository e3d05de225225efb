declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Makes the buckets of `configureBuckets` (run() does it before listening on a TCP port). */
    configureBuckets(): Promise<unknown>;
    /** Listens as Node's server.listen does: on a Unix socket when given a path. */
    listen(path: string): Promise<Server>;
  }
}

/** s3rver's accounts: the access keys it accepts (the runtime registers its own beside S3RVER's). */
declare module 's3rver/lib/models/account.js' {
  const S3rverAccount: {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  export default S3rverAccount;
}
