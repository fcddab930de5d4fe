import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from '@curio/shared';
import { reply } from '../http/replies';
import { searchSuggestions } from './search-suggestions';

const searchSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/suggestions',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'suggestSearches',
        tags: ['catalog'],
        summary: 'What the search suggests while typing',
        description:
          'The first products of the relevance order for `q` with the matched words of their ' +
          'names, the categories whose words start with a word of `q` with their product counts, ' +
          '`didYouMean`: `q` with its typos corrected when it found products only through them, ' +
          'and `showingResultsFor`: the words the results are for when some words of `q` match ' +
          'nothing and the others find products.',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: reply('The suggestions', searchSuggestionsSchema) },
      },
    },
    (request) => searchSuggestions(app.catalog, app.db, request.query.q),
  );
};

export default searchSuggestionRoutes;
