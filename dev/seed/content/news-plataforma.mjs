// Notícias (`news`) sobre a plataforma, guias e serviço. Mesmo formato de news-eventos.mjs.

export const NEWS_PLATAFORMA = [
  {
    id: 'news-guia-meia-entrada',
    titulo: 'Meia-entrada: quem tem direito e como comprovar',
    slug: 'meia-entrada-quem-tem-direito',
    status: 'publicado',
    publicado: { diasAtras: 6, hora: '08:00' },
    seo_titulo: 'Meia-entrada: quem tem direito e como comprovar',
    seo_descricao:
      'Estudantes, idosos, pessoas com deficiência e jovens de baixa renda: veja os documentos aceitos na entrada dos eventos.',
    capa: { matiz: 265, motivo: 'grade' },
    corpo: `
<p>A meia-entrada é um direito garantido por lei em eventos culturais e esportivos de todo o país. Mas, na hora de comprar, surgem dúvidas: quem pode usar, quais documentos valem e o que acontece se a comprovação falhar na porta? Reunimos as respostas principais.</p>
<h2>Quem tem direito</h2>
<p>A <a href="https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2013/lei/l12933.htm">Lei n.º 12.933/2013</a> e o Estatuto da Pessoa Idosa garantem o benefício a:</p>
<ul>
  <li><strong>estudantes</strong>, com a Carteira de Identificação Estudantil (CIE) válida;</li>
  <li><strong>pessoas com 60 anos ou mais</strong>, com documento oficial com foto;</li>
  <li><strong>pessoas com deficiência</strong> e um acompanhante, quando necessário;</li>
  <li><strong>jovens de 15 a 29 anos de baixa renda</strong>, com a ID Jovem.</li>
</ul>
<h2>Como comprovar</h2>
<p>Na GN Ingressos, a opção <em>Meia-entrada</em> aparece ao lado da inteira nas tabelas de preço. A comprovação é feita <strong>na entrada do evento</strong>: leve o documento original (ou a versão digital oficial) junto com o QR Code do ingresso.</p>
<blockquote>Sem o documento, o portador precisa pagar a diferença para a inteira na bilheteria, quando houver ingressos disponíveis.</blockquote>
<p>Professores da rede pública e doadores de sangue têm benefícios em alguns estados e municípios, definidos por leis locais. Em caso de dúvida, fale com a gente pela página de <a href="/contato">contato</a>.</p>`,
  },
  {
    id: 'news-pagamento-pix',
    titulo: 'Agora você pode pagar seus ingressos com PIX',
    slug: 'pagamento-com-pix-disponivel',
    status: 'publicado',
    publicado: { diasAtras: 13, hora: '10:00' },
    seo_titulo: 'Pague seus ingressos com PIX na GN Ingressos',
    seo_descricao:
      'O PIX chegou ao checkout: o pagamento é confirmado em segundos e o ingresso aparece na sua conta com QR Code.',
    capa: { matiz: 175, motivo: 'circulos' },
    corpo: `
<p>A partir de hoje, todos os eventos da <strong>GN Ingressos</strong> aceitam pagamento por <strong>PIX</strong>, além do cartão de crédito. A novidade era um dos pedidos mais frequentes da nossa comunidade.</p>
<h2>Como funciona</h2>
<p>No checkout, escolha <em>PIX</em> na etapa de pagamento. Depois de revisar o pedido, você é levado a um ambiente seguro do nosso parceiro de pagamentos, com o QR Code e o código copia-e-cola.</p>
<ul>
  <li>o ingresso fica <strong>reservado</strong> enquanto o pagamento é processado;</li>
  <li>a confirmação costuma levar poucos segundos;</li>
  <li>assim que o PIX é confirmado, o ingresso aparece em <strong>Meus Ingressos</strong>, com QR Code.</li>
</ul>
<p>Se a reserva expirar antes do pagamento, os ingressos voltam ao estoque e você pode iniciar uma nova compra normalmente.</p>
<blockquote>Dica: mantenha a página <em>Aguardando pagamento</em> aberta. Ela se atualiza sozinha quando o pagamento é confirmado.</blockquote>
<p>Que tal estrear o PIX com um samba? A <a href="/eventos/noite-de-samba-na-lapa">Noite de Samba na Lapa</a> ainda tem ingressos.</p>`,
  },
  {
    id: 'news-dicas-festival',
    titulo: 'Sete dicas para aproveitar um festival de música ao ar livre',
    slug: 'sete-dicas-para-aproveitar-festival',
    status: 'publicado',
    publicado: { diasAtras: 27, hora: '15:30' },
    seo_titulo: 'Sete dicas para aproveitar um festival ao ar livre',
    seo_descricao:
      'Hidratação, protetor solar, ponto de encontro e ingresso no celular: um guia rápido para curtir o festival sem perrengue.',
    capa: { matiz: 55, motivo: 'confete' },
    corpo: `
<p>Festival bom é aquele de que a gente volta cansado, feliz e sem perrengue. Com a temporada de festivais chegando, reunimos <strong>sete dicas</strong> da nossa equipe, que passa boa parte do ano entre palcos, filas e pulseirinhas.</p>
<h2>Antes de sair de casa</h2>
<ul>
  <li><strong>Ingresso no celular:</strong> abra <em>Meus Ingressos</em> e deixe o QR Code à mão; se a internet do local falhar, um print resolve.</li>
  <li><strong>Documento com foto:</strong> obrigatório para meia-entrada e para comprar bebidas alcoólicas.</li>
  <li><strong>Protetor solar e boné:</strong> festivais de dia castigam mais do que parece.</li>
</ul>
<h2>Durante o festival</h2>
<p>Com o ingresso validado na entrada, a regra é uma só: <em>cuide de você e de quem está ao lado</em>. A maior parte dos perrengues de festival acontece longe do palco, na fila, no sol ou na volta para casa.</p>
<ul>
  <li><strong>Hidrate-se:</strong> a maioria dos festivais tem pontos de água gratuitos; leve uma garrafa vazia.</li>
  <li><strong>Combine um ponto de encontro:</strong> o sinal de celular costuma cair quando o público cresce.</li>
  <li><strong>Confira a programação:</strong> as tabelas de horários e palcos ficam na página de cada evento.</li>
  <li><strong>Volte com calma:</strong> verifique o transporte de volta antes do último show.</li>
</ul>
<p>Pronto para testar? O <a href="/eventos/festival-sons-do-cerrado">Festival Sons do Cerrado</a> e o <a href="/eventos/arraia-do-forro-pe-de-serra">Arraiá do Forró Pé de Serra</a> estão com ingressos à venda.</p>`,
  },
  {
    id: 'news-acessibilidade-setores',
    titulo: 'Acessibilidade nos eventos: como consultar setores e recursos antes de comprar',
    slug: 'acessibilidade-nos-eventos',
    status: 'publicado',
    publicado: { diasAtras: 44, hora: '09:45' },
    seo_titulo: 'Acessibilidade: consulte setores e recursos antes de comprar',
    seo_descricao:
      'As páginas de eventos agora mostram capacidade, acesso para cadeirantes e recursos como Libras e audiodescrição por setor.',
    capa: { matiz: 130, motivo: 'grade' },
    corpo: `
<p>Saber se um setor tem rampa, elevador ou intérprete de Libras não deveria exigir telefonemas. Por isso, as páginas de eventos da GN Ingressos passaram a exibir a tabela <strong>Setores e Acessibilidade</strong>, preenchida pelos organizadores.</p>
<h2>O que a tabela mostra</h2>
<ul>
  <li><strong>Capacidade</strong> de cada setor;</li>
  <li>se o setor é <strong>acessível a cadeirantes</strong> (sim, parcial ou não);</li>
  <li><strong>recursos</strong> disponíveis, como audiodescrição, Libras, banheiros adaptados e programas em braile.</li>
</ul>
<p>O espetáculo <a href="/eventos/o-baile-das-mares">O Baile das Marés</a>, no Recife, por exemplo, informa uma sessão com <em>audiodescrição e intérprete de Libras</em>, enquanto o <a href="/eventos/festival-de-inverno-de-campos-do-jordao">Festival de Inverno</a> indica as fileiras reservadas para cadeiras de rodas.</p>
<blockquote>"Informação clara antes da compra é o primeiro passo de um evento acessível", diz Renata Moura, consultora de acessibilidade que colaborou com o projeto.</blockquote>
<p>Organizadores que ainda não preencheram a tabela podem fazê-lo pelo painel administrativo. Sugestões de novos campos são bem-vindas pelo nosso <a href="/contato">contato</a>.</p>`,
  },
  {
    id: 'news-bem-vindo-gn',
    titulo: 'GN Ingressos estreia nova plataforma de venda de ingressos',
    slug: 'gn-ingressos-estreia-nova-plataforma',
    status: 'publicado',
    publicado: { diasAtras: 58, hora: '09:00' },
    seo_titulo: 'GN Ingressos estreia nova plataforma',
    seo_descricao:
      'Site mais rápido, checkout em cinco passos, ingressos com QR Code e agenda de eventos de todo o Brasil.',
    capa: { matiz: 300, motivo: 'confete' },
    corpo: `
<p>A <strong>GN Ingressos</strong> estreia hoje sua nova plataforma. O site foi reconstruído do zero para ser <strong>mais rápido</strong>, funcionar bem no celular e deixar a compra de ingressos mais simples, do primeiro clique ao QR Code.</p>
<h2>O que muda para quem compra</h2>
<ul>
  <li>páginas de eventos com programação, setores e acessibilidade;</li>
  <li>checkout em cinco passos, com cartão de crédito;</li>
  <li>área <strong>Minha Conta</strong> com pedidos e ingressos sempre à mão;</li>
  <li>tema claro ou escuro, à sua escolha.</li>
</ul>
<h2>O que vem por aí</h2>
<p>Nas próximas semanas chegam o pagamento por <em>PIX</em> e novas cidades na agenda. A ideia é reunir, em um só lugar, shows, festivais, teatro, stand-up, esportes, conferências e gastronomia de todo o Brasil.</p>
<blockquote>"Queremos que comprar um ingresso seja tão bom quanto chegar ao evento", afirma a equipe da GN.</blockquote>
<p>Comece pela nossa <a href="/eventos">agenda de eventos</a> e conte o que achou pela página de <a href="/contato">contato</a>.</p>`,
  },
  {
    // Rascunho: nunca publicado (publicado_em null).
    id: 'news-bastidores-rascunho',
    titulo: 'Bastidores: como se monta um festival para 5 mil pessoas',
    slug: 'bastidores-como-se-monta-um-festival',
    status: 'rascunho',
    publicado: null,
    seo_titulo: null,
    seo_descricao: null,
    capa: { matiz: 15, motivo: 'cortina' },
    corpo: `
<p><strong>[RASCUNHO, não publicar]</strong> Entrevista com a produção do Festival Sons do Cerrado sobre logística, palco e segurança.</p>
<h2>Pautas</h2>
<ul>
  <li>quantas pessoas trabalham na montagem;</li>
  <li>como é feito o plano de evacuação;</li>
  <li>fotos dos bastidores (pedir à assessoria).</li>
</ul>
<p>Falta revisar as aspas com a curadora.</p>`,
  },
];
