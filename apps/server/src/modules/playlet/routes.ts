import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext } from '../operation-log/record.js';
import type { Actor } from './repository.js';

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  context: requestContext(request),
});

/** Short-drama cooperation (money.md §8.4) and the partner's own statements (§8.1). */
export default async function playletRoutes(app: FastifyInstance) {
  const { playlet } = app;

  route(app, endpoints.playletPartners, ({ query }) => playlet.partners(query));
  route(app, endpoints.createPlayletPartner, ({ body, principal, request }) =>
    playlet.createPartner(actorOf(principal, request), body),
  );
  route(app, endpoints.updatePlayletPartner, ({ params, body, principal, request }) =>
    playlet.updatePartner(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.playletPartnerCandidates, ({ query }) => playlet.candidates(query.keyword));

  route(app, endpoints.playletDramas, ({ query }) => playlet.dramas(query));
  route(app, endpoints.createPlayletDrama, ({ body, principal, request }) =>
    playlet.createDrama(actorOf(principal, request), body),
  );
  route(app, endpoints.updatePlayletDrama, ({ params, body, principal, request }) =>
    playlet.updateDrama(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.playletLegalDecision, ({ params, body, principal, request }) =>
    playlet.legal(actorOf(principal, request), params.id, body),
  );

  route(app, endpoints.playletContracts, ({ query }) => playlet.contracts(query));
  route(app, endpoints.createPlayletContract, ({ body, principal, request }) =>
    playlet.createContract(actorOf(principal, request), body),
  );
  route(app, endpoints.updatePlayletContract, ({ params, body, principal, request }) =>
    playlet.updateContract(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.activatePlayletContract, ({ params, body, principal, request }) =>
    playlet.activateContract(actorOf(principal, request), params.id, body.signed_file),
  );
  route(app, endpoints.terminatePlayletContract, ({ params, body, principal, request }) =>
    playlet.terminateContract(actorOf(principal, request), params.id, body.reason),
  );

  route(app, endpoints.playletStatements, ({ query }) => playlet.statements(query));
  route(app, endpoints.createPlayletStatement, ({ body, principal, request }) =>
    playlet.createStatement(actorOf(principal, request), body),
  );
  route(app, endpoints.updatePlayletStatement, ({ params, body, principal, request }) =>
    playlet.updateStatement(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.submitPlayletStatement, ({ params, principal, request }) =>
    playlet.submitStatement(actorOf(principal, request), params.id),
  );
  // ⚷: the review, the credit and the stored answer commit together on the key's transaction.
  route(app, endpoints.reviewPlayletStatement, ({ params, body, principal, request, tx }) =>
    playlet.reviewStatement(tx, actorOf(principal, request), params.id, body),
  );

  route(app, endpoints.walletPlayletStatements, ({ query, principal }) =>
    playlet.partnerStatements(principal.userId, query),
  );
}
