// Staff operations on tickets, for the operator CLI (server/admin.ts).
export { replyAsStaff, resolveTicket, STAFF_NAME } from './ticket-repository.ts';
