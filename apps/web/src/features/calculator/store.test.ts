import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FORM_DATA } from '@kalkulator/core';
import { fixtures } from '../../test/fixtures';
import { useAuth } from '../auth/store';
import { STEP_KEPT_MS, useCalculationSession } from './store';
import { hasTypedCalculatorWork } from './typed-drafts';

const session = () => useCalculationSession.getState();

describe('the calculation session (SPEC.md §4)', () => {
  beforeEach(() => session().clearAll());

  it('starts at step 1 with the default form', () => {
    expect(session()).toMatchObject({
      activeStep: 1,
      formData: DEFAULT_FORM_DATA,
      showResults: false,
      showMaterialSpecs: false,
      isCalculating: false,
      error: null,
      currentCalculation: null,
    });
    expect(session().formData).toMatchObject({
      worker_ratio: '1:1',
      brick_type: 'bata_merah',
      profit_percentage: '20',
      custom_waste_factor: '0',
    });
  });

  it('start sets the flag and clears the error; success stores and shows the result; failure keeps the message', () => {
    session().calculationFailure('lama');
    session().startCalculation();
    expect(session()).toMatchObject({ isCalculating: true, error: null });
    const result = fixtures.localResult('local_1', 100);
    session().calculationSuccess(result);
    expect(session()).toMatchObject({
      isCalculating: false,
      error: null,
      showResults: true,
      currentCalculation: result,
    });
    session().startCalculation();
    session().calculationFailure('Kalkulasi gagal');
    expect(session()).toMatchObject({ isCalculating: false, error: 'Kalkulasi gagal' });
  });

  it('reset restores the defaults, hides results and specs, returns to step 1', () => {
    session().setFormField('volume', '12');
    session().setStep(3);
    session().toggleMaterialSpecs();
    session().calculationSuccess(fixtures.localResult('local_1', 100));
    session().resetForm();
    expect(session()).toMatchObject({
      formData: DEFAULT_FORM_DATA,
      showResults: false,
      showMaterialSpecs: false,
      activeStep: 1,
      currentCalculation: null,
      error: null,
    });
  });

  it('keeps the form for the same job type and starts afresh for another', () => {
    session().beginJobType(7, { productivity: '10', worker_ratio: '1:3' });
    session().setFormField('volume', '25');
    session().beginJobType(7, { productivity: '10', worker_ratio: '1:3' });
    expect(session().formData.volume).toBe('25');
    session().beginJobType(8, { productivity: '4', worker_ratio: '1:6' });
    expect(session().formData).toMatchObject({ volume: '', productivity: '4', worker_ratio: '1:6' });
  });

  it('gives the typed form back after a reload (memory lost, storage kept) until Reset', () => {
    session().beginJobType(7, { productivity: '10', worker_ratio: '1:3' });
    session().setFormField('volume', '25');
    session().setStep(2);
    session().clearAll(); // what a reload or a killed tab leaves: nothing in memory
    session().beginJobType(7, { productivity: '10', worker_ratio: '1:3' });
    expect(session()).toMatchObject({ activeStep: 2, formData: { volume: '25', productivity: '10' } });
    session().beginJobType(7, { productivity: '10', worker_ratio: '1:3' }, { fresh: true });
    session().clearAll();
    session().beginJobType(7, { productivity: '10', worker_ratio: '1:3' });
    expect(session()).toMatchObject({ activeStep: 1, formData: { volume: '' } });
  });

  it('gives a half-way step back for half an hour; a later visit opens step 1 with what was typed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    try {
      session().beginJobType(7, { productivity: '10' });
      session().setFormField('volume', '25');
      session().setStep(3);
      session().clearAll();
      vi.setSystemTime(Date.now() + STEP_KEPT_MS);
      session().beginJobType(7, { productivity: '10' });
      expect(session()).toMatchObject({ activeStep: 3, formData: { volume: '25' } });
      session().clearAll();
      vi.setSystemTime(Date.now() + 1);
      session().beginJobType(7, { productivity: '10' });
      expect(session()).toMatchObject({ activeStep: 1, formData: { volume: '25' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('once calculated, gives the inputs back at step 1', () => {
    session().beginJobType(7, { productivity: '10' });
    session().setFormField('volume', '25');
    session().setStep(3);
    session().calculationSuccess(fixtures.localResult('local_1', 100));
    session().clearAll();
    session().beginJobType(7, { productivity: '10' });
    expect(session()).toMatchObject({ activeStep: 1, formData: { volume: '25' } });
  });

  it('keeps the result at hand across a reload for half an hour, so the entry of the result opens it again', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    try {
      const result = fixtures.localResult('local_1', 123_456);
      const jobTypeId = result.job_type.id;
      session().beginJobType(jobTypeId, { productivity: '10' });
      session().setFormField('volume', '10');
      session().calculationSuccess(result);
      session().clearAll(); // a reload or a killed tab
      session().beginJobType(jobTypeId, { productivity: '10' });
      expect(session()).toMatchObject({ activeStep: 1, showResults: false });
      expect(session().currentCalculation?.summary.rab_total).toBe(123_456);
      session().showView('hasil');
      expect(session().showResults).toBe(true);
      // Another job type's form does not take it; a Reset drops it; an old one is not brought back.
      session().clearAll();
      session().beginJobType(jobTypeId + 1, {});
      expect(session().currentCalculation).toBeNull();
      // Saved, it comes back saved (Simpan does not save it twice); a new Hitung's result is not.
      session().clearAll();
      session().beginJobType(jobTypeId, { productivity: '10' });
      session().markFormSaved('local_9');
      session().clearAll();
      session().beginJobType(jobTypeId, { productivity: '10' });
      expect(session()).toMatchObject({ savedResultId: 'local_9', formSaved: true });
      session().calculationSuccess(result);
      expect(session().savedResultId).toBeNull();
      session().markFormSaved('12');
      session().resetForm();
      expect(session().savedResultId).toBeNull();
      session().clearAll();
      vi.setSystemTime(Date.now() + STEP_KEPT_MS + 1);
      session().beginJobType(jobTypeId, { productivity: '10' });
      expect(session().currentCalculation).toBeNull();
      session().calculationSuccess(result);
      session().resetForm();
      session().clearAll();
      session().beginJobType(jobTypeId, { productivity: '10' });
      expect(session().currentCalculation).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the kept form saved once it is saved as a result, until it is changed again (a logout then asks)', () => {
    session().beginJobType(7, { productivity: '10' });
    session().setFormField('volume', '25');
    expect(hasTypedCalculatorWork()).toBe(true);
    session().calculationSuccess(fixtures.localResult('local_1', 100));
    session().markFormSaved('local_1');
    expect(hasTypedCalculatorWork()).toBe(false);
    // A reload keeps the mark; a step away does too.
    session().clearAll();
    session().beginJobType(7, { productivity: '10' });
    expect(session().formSaved).toBe(true);
    session().setStep(2);
    expect(hasTypedCalculatorWork()).toBe(false);
    session().setFormField('volume', '30');
    expect(session().formSaved).toBe(false);
    expect(hasTypedCalculatorWork()).toBe(true);
  });

  it("keeps a stored result's edit apart from the job type's fresh form", () => {
    session().beginJobType(7, { productivity: '10' });
    session().setFormField('volume', '25');
    session().beginJobType(7, { productivity: '10', volume: '4' }, { draftKey: 'edit:12:a' });
    expect(session().formData.volume).toBe('4');
    session().setFormField('volume', '5');
    session().clearAll();
    session().beginJobType(7, { productivity: '10', volume: '4' }, { draftKey: 'edit:12:a' });
    expect(session().formData.volume).toBe('5');
    session().beginJobType(7, { productivity: '10' });
    expect(session().formData.volume).toBe('25');
    // A new 'Ubah' (another history entry) starts from the stored form and drops the older edit's draft.
    session().beginJobType(7, { productivity: '10', volume: '4' }, { draftKey: 'edit:12:b' });
    expect(session().formData.volume).toBe('4');
    expect(localStorage.getItem('draft:calculator:edit:12:a')).toBeNull();
  });

  it('seeds the form from a hand-off once: a reload of the same link keeps what was typed since', () => {
    session().beginJobType(7, { volume: '12,5' }, { seed: '12.5' });
    session().setFormField('project_name', 'Rumah Pak Budi');
    session().clearAll();
    session().beginJobType(7, { volume: '12,5' }, { seed: '12.5' });
    expect(session().formData).toMatchObject({ volume: '12,5', project_name: 'Rumah Pak Budi' });
    session().beginJobType(7, { volume: '3' }, { seed: '3' });
    expect(session().formData).toMatchObject({ volume: '3', project_name: '' });
  });

  it('reads a corrupt or foreign draft as none', () => {
    localStorage.setItem('draft:calculator:job:7', '{not json');
    session().beginJobType(7, { productivity: '10' });
    expect(session().formData).toMatchObject({ productivity: '10', volume: '' });
    session().clearAll();
    localStorage.setItem(
      'draft:calculator:job:7',
      JSON.stringify({ formData: { volume: 42, num_tukang: 3 }, activeStep: 9 }),
    );
    session().beginJobType(7, { productivity: '10' });
    expect(session()).toMatchObject({ activeStep: 1, formData: { volume: '', num_tukang: '' } });
  });

  it('clears the form on screen when the user logs out', () => {
    useAuth.setState({ isAuthenticated: true });
    session().beginJobType(7, { productivity: '10' });
    session().setFormField('project_name', 'Rumah Pak Budi');
    useAuth.setState({ isAuthenticated: false });
    expect(session()).toMatchObject({ jobTypeId: null, formData: { project_name: '' } });
  });

  it('keeps the step between 1 and 3, and clear all returns to the initial state', () => {
    session().setStep(9);
    expect(session().activeStep).toBe(3);
    session().setStep(0);
    expect(session().activeStep).toBe(1);
    session().setHistory([fixtures.localResult('local_1', 100), fixtures.localResult('local_2', 250)]);
    expect(session().stats).toEqual({ total: 2, totalRab: 350 });
    session().clearAll();
    expect(session()).toMatchObject({ history: [], stats: null, jobTypeId: null });
  });

  it('opens the view of a history entry: a step, or the result only while it is at hand', () => {
    session().setStep(2);
    session().showView('hasil');
    expect(session()).toMatchObject({ activeStep: 2, showResults: false });
    session().calculationSuccess(fixtures.localResult('local_1', 100));
    session().showView(3);
    expect(session()).toMatchObject({ activeStep: 3, showResults: false });
    session().showView('hasil');
    expect(session()).toMatchObject({ activeStep: 3, showResults: true });
  });
});
