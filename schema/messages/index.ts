// The message thread of a pickup request over GraphQL (docs/specification.md sections 2, 3, 5, 7): the
// Message type, the thread and unread counts on requests, sending and read marking, and the
// live subscriptions. Rules and writes live in services/messages.ts and domain/.
import './types';
import './unreadCounts';
import './mutations';
import './subscriptions';
