import { describe, expect, it } from 'vitest';
import { analyse, foldText, indexTokens, queryWords, stem } from './analyser';

const terms = (text: string) => analyse(text).map((token) => token.term);
const indexed = (text: string) => indexTokens(text).map((token) => token.term);

describe('analyse', () => {
  it('folds case, accents and full-width letters', () => {
    expect(terms('Café CRÈME Müller')).toEqual(['cafe', 'creme', 'muller']);
    expect(terms('ＴＳＨＩＲＴ')).toEqual(['tshirt']);
    expect(terms('Straße')).toEqual(['strasse']);
    expect(foldText('Éé')).toBe('ee');
  });

  it('treats a decomposed accent like a composed one', () => {
    expect(terms('Cafe\u0301 noir')).toEqual(['cafe', 'noir']);
  });

  it('splits on anything that is not a letter or a digit', () => {
    expect(terms('Black/White T-Shirt, (cotton)!')).toEqual([
      'black',
      'white',
      't',
      'shirt',
      'cotton',
    ]);
  });

  it('reads a possessive as its word, with a straight or a curly apostrophe', () => {
    for (const text of ["Men's watch", 'Men’s watch', 'mens watch', 'men watch', "MEN'S WATCH"]) {
      expect(terms(text)).toEqual(['men', 'watch']);
    }
    expect(terms("boss's kid’s women's")).toEqual(['boss', 'kid', 'women']);
    expect(analyse("men's")).toEqual([{ term: 'men', start: 0, end: 5 }]);
    expect(indexed("Men's Watch")).toEqual(['men', 'watch']);
  });

  it('keeps other apostrophes inside the word', () => {
    expect(terms("rock'n'roll o'neill's")).toEqual(['rocknroll', 'oneill']);
  });

  it('keeps numbers and model codes as they are', () => {
    expect(terms('RTX4090 500ml 2024 caps')).toEqual(['rtx4090', '500ml', '2024', 'cap']);
  });

  it('gives each token its offsets in the original text', () => {
    expect(analyse('Ａ Café-crème 卫衣')).toEqual([
      { term: 'a', start: 0, end: 1 },
      { term: 'cafe', start: 2, end: 6 },
      { term: 'creme', start: 7, end: 12 },
      { term: '卫', start: 13, end: 14 },
      { term: '衣', start: 14, end: 15 },
    ]);
    expect(analyse('Hoodies!').at(0)).toEqual({ term: 'hoodie', start: 0, end: 7 });
  });

  it('splits CJK text into characters', () => {
    expect(terms('黑色卫衣')).toEqual(['黑', '色', '卫', '衣']);
    expect(terms('T恤')).toEqual(['t', '恤']);
  });
});

describe('stem', () => {
  it.each([
    ['caps', 'cap'],
    ['hoodies', 'hoodie'],
    ['hoody', 'hoodie'],
    ['dresses', 'dress'],
    ['dress', 'dress'],
    ['watches', 'watch'],
    ['glass', 'glass'],
    ['glasses', 'glass'],
    ['boxes', 'box'],
    ['shoes', 'shoe'],
    ['sneakers', 'sneaker'],
    ['jeans', 'jeans'],
    ['red', 'red'],
    ['bus', 'bus'],
    ['tennis', 'tennis'],
    ['jerseys', 'jersey'],
    ['bodies', stem('body')],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('indexTokens', () => {
  it('joins words written apart by punctuation or around a single letter', () => {
    expect(indexed('T-Shirts')).toContain('tshirt');
    expect(indexed('T shirt')).toContain('tshirt');
    expect(indexed('Black Hoodie')).not.toContain('blackhoodie');
  });

  it('adds the bigrams of CJK runs', () => {
    expect(indexed('黑色卫衣')).toEqual(['黑', '色', '卫', '衣', '黑色', '色卫', '卫衣']);
  });
});

describe('queryWords', () => {
  it("reads the names of Object's own properties as words like any other", () => {
    for (const text of ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty']) {
      for (const word of queryWords(`${text} five`)) expect(typeof word.term, text).toBe('string');
    }
    expect(queryWords('constructor').map((word) => word.term)).toEqual(['constructor']);
  });

  it('offers the join of adjacent words', () => {
    const words = queryWords('t shirt');
    expect(words.map((word) => word.term)).toEqual(['t', 'shirt']);
    expect(words[0]?.joinedWithNext).toBe('tshirt');
    expect(words[1]?.joinedWithNext).toBeNull();
    expect(queryWords('tshirt').map((word) => word.term)).toEqual(['tshirt']);
  });

  it('asks CJK runs by bigram and a lone character by itself', () => {
    expect(queryWords('卫衣').map((word) => word.term)).toEqual(['卫衣']);
    expect(queryWords('运动鞋').map((word) => word.term)).toEqual(['运动', '动鞋']);
    expect(queryWords('衣').map((word) => word.term)).toEqual(['衣']);
    expect(queryWords('黑 卫衣').map((word) => word.term)).toEqual(['黑', '卫衣']);
  });

  it('keeps the unstemmed word for corrections', () => {
    expect(queryWords('Hoodies')[0]).toMatchObject({ term: 'hoodie', text: 'hoodies' });
  });
});

describe('numbers', () => {
  it('reads the number words one to ten as their digits, alone and joined', () => {
    expect(terms('Five Panel Cap')).toEqual(['5', 'panel', 'cap']);
    for (const text of ['5-panel cap', 'five-panel caps', 'Five Panel Cap', '5 panel cap']) {
      expect(queryWords(text)[0]?.joinedWithNext).toBe('5panel');
    }
    expect(indexed('Flat-Brim Five-Panel Cap')).toContain('5panel');
    expect(terms('ten one seventeen')).toEqual(['10', '1', 'seventeen']);
  });

  it('reads two to six in German, French and Spanish as digits, and no word that means more', () => {
    for (const text of ['Fünf-Panel-Cap', 'fünf panel', 'cinq panel', 'cinco panel']) {
      expect(queryWords(text)[0]?.joinedWithNext).toBe('5panel');
    }
    expect(terms('zwei drei vier sechs deux trois quatre cuatro seis')).toEqual([
      '2',
      '3',
      '4',
      '6',
      '2',
      '3',
      '4',
      '4',
      '6',
    ]);
    expect(terms('sac à dos très')).toEqual(['sac', 'a', 'dos', 'tre']);
  });
});
