/** Work that must run on one node of a deployment at a time (the feed, the crash rounds). */
export type LeaderRole = {
  /** Begins the work; runs each time this node becomes the leader. */
  start(): Promise<void> | void;
  /**
   * Ends the work: on shutdown (`'shutdown'`), and when the lock is lost (`'lost'`: another node may
   * lead already; the node stands by and competes again). Every role should have one: a role without
   * stop that another node takes over ends the process.
   */
  stop?(reason: 'shutdown' | 'lost'): Promise<void> | void;
};

/** A node's hold on a role: whether it leads now, and its release (run by platform close). */
export type Leadership = {
  readonly name: string;
  readonly leading: boolean;
  release(): Promise<void>;
};
