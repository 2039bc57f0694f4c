// /eventos/busca.json: the search index of the list (features/listing/search-index.ts).
import { searchIndexResponse } from '../../features/listing/list-routes';

export const GET = () => searchIndexResponse('eventos');
